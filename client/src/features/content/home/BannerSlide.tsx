import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { Buttons, Name, SlideBox, Watch } from './banner-styles.ts';
import { slideMedia, slides, type Slide } from './slides.ts';

const PlayBadge = () => (
  <svg viewBox="0 0 30 30" aria-hidden="true" focusable="false">
    <circle cx="15" cy="15" r="15" fill="#1664ff" />
    <path d="M12 9.5v11l9-5.5z" fill="#fff" />
  </svg>
);

interface Props {
  slide: Slide;
  index: number;
  /** the slide in view; the others are inert */
  selected: boolean;
  onWatch: (slide: Slide, button: HTMLButtonElement) => void;
}

/** One of the banner's slides: its edition's name, title and text, free download and buy, and its video's poster. */
export const BannerSlide = ({ slide, index, selected, onWatch }: Props) => {
  const { t, i18n } = useLingui();
  const location = useLocation();
  const name = i18n._(slide.name);
  const media = slideMedia(slide, i18n.locale);
  return (
    <SlideBox role="group" aria-roledescription={t`slide`} aria-label={t`${index + 1} of ${slides.length}`} inert={!selected}>
      <div>
        <Name>{name}</Name>
        <h2>{i18n._(slide.title)}</h2>
        <p>{i18n._(slide.text)}</p>
        <Buttons>
          <Link
            className="primary"
            to={paths.download.href()}
            onClick={() => {
              // already at /#dl: the location does not change, so scroll here
              if (location.hash === '#dl') document.getElementById('dl')?.scrollIntoView({ behavior: 'smooth' });
            }}
          >
            <Trans>Free download</Trans>
          </Link>
          <Link className="secondary" to={paths.sale.href()}><Trans>Buy</Trans></Link>
        </Buttons>
      </div>
      <Watch type="button" aria-label={t`Watch the video: ${name}`} onClick={(event) => onWatch(slide, event.currentTarget)}>
        <img src={media.poster} alt="" width={960} height={540} loading={index === 0 ? 'eager' : 'lazy'} fetchPriority={index === 0 ? 'high' : 'auto'} />
        <span className="play"><PlayBadge /><Trans>Watch the video</Trans></span>
      </Watch>
    </SlideBox>
  );
};
