import { Trans, useLingui } from '@lingui/react/macro';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../lib/paths.ts';
import { PageWidth } from '../../../ui/Page.tsx';
import { Banner, Buttons, Controls, Dots, Kicker, Name, SlideBox, Track, Viewport, Watch } from './banner-styles.ts';
import { slideMedia, slides, type Slide } from './slides.ts';
import { useReducedMotion } from './useReducedMotion.ts';

/** The video popup is fetched the first time a visitor asks for a video. */
const VideoDialog = lazy(() => import('./VideoDialog.tsx'));

const AUTOPLAY_DELAY_MS = 6000;
const SLIDES_ID = 'banner-slides';

const Svg = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d={d} />
  </svg>
);

const PlayBadge = () => (
  <svg viewBox="0 0 30 30" aria-hidden="true" focusable="false">
    <circle cx="15" cy="15" r="15" fill="#1664ff" />
    <path d="M12 9.5v11l9-5.5z" fill="#fff" />
  </svg>
);

/**
 * Whether the slide show may turn: never under prefers-reduced-motion or after the visitor stopped it, and not
 * while the pointer is over the banner, focus is inside it or a video is open. The plugin's own play and stop
 * events say whether it actually runs; that state is in the DOM as the slides' aria-live (off while turning).
 */
const useAutoplay = (reducedMotion: boolean) => {
  const [plugin] = useState(() =>
    Autoplay({ delay: AUTOPLAY_DELAY_MS, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false, stopOnMouseEnter: false }),
  );
  const [stoppedByVisitor, setStoppedByVisitor] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const [videoOpen, setVideoOpen] = useState(false);
  const [playing, setPlaying] = useState(false);
  const shouldPlay = !reducedMotion && !stoppedByVisitor && !hovered && !focusWithin && !videoOpen;
  return { plugin, shouldPlay, playing, setPlaying, stoppedByVisitor, setStoppedByVisitor, setHovered, setFocusWithin, setVideoOpen };
};

/** The banner: 3 slides, each with its video, free download and buy. */
export const BannerCarousel = () => {
  const { t, i18n } = useLingui();
  const location = useLocation();
  const reducedMotion = useReducedMotion();
  const autoplay = useAutoplay(reducedMotion);
  const { plugin, shouldPlay, setPlaying } = autoplay;
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true, duration: 30 }, [plugin]);
  const [selected, setSelected] = useState(0);
  const [video, setVideo] = useState<{ slide: Slide; open: boolean } | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    onSelect();
    emblaApi.on('select', onSelect).on('reInit', onSelect).on('autoplay:play', onPlay).on('autoplay:stop', onStop);
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onSelect).off('autoplay:play', onPlay).off('autoplay:stop', onStop);
    };
  }, [emblaApi, setPlaying]);

  useEffect(() => {
    if (!emblaApi) return;
    const apply = () => (shouldPlay ? plugin.play() : plugin.stop());
    apply();
    emblaApi.on('reInit', apply);
    return () => {
      emblaApi.off('reInit', apply);
    };
  }, [emblaApi, plugin, shouldPlay]);

  const jump = reducedMotion;
  const scrollTo = useCallback((index: number) => emblaApi?.scrollTo(index, jump), [emblaApi, jump]);

  const openVideo = (slide: Slide, button: HTMLButtonElement) => {
    opener.current = button;
    autoplay.setVideoOpen(true);
    setVideo({ slide, open: true });
  };
  const closeVideo = () => {
    setVideo((current) => (current ? { ...current, open: false } : null));
    autoplay.setVideoOpen(false);
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) autoplay.setFocusWithin(false);
  };

  return (
    <Banner
      aria-roledescription={t`carousel`}
      aria-label={t`Product highlights`}
      onMouseEnter={() => autoplay.setHovered(true)}
      onMouseLeave={() => autoplay.setHovered(false)}
      onFocus={() => autoplay.setFocusWithin(true)}
      onBlur={onBlur}
    >
      <PageWidth>
        <Kicker><Trans>Tidewatch: asset mapping and vulnerability scanning on your desktop</Trans></Kicker>
        <Viewport ref={emblaRef}>
          <Track id={SLIDES_ID} aria-live={autoplay.playing ? 'off' : 'polite'}>
            {slides.map((slide, index) => {
              const name = i18n._(slide.name);
              const media = slideMedia(slide, i18n.locale);
              return (
                <SlideBox
                  key={slide.id}
                  role="group"
                  aria-roledescription={t`slide`}
                  aria-label={t`${index + 1} of ${slides.length}`}
                  inert={index !== selected}
                >
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
                  <Watch type="button" aria-label={t`Watch the video: ${name}`} onClick={(event) => openVideo(slide, event.currentTarget)}>
                    <img src={media.poster} alt="" width={960} height={540} loading={index === 0 ? 'eager' : 'lazy'} fetchPriority={index === 0 ? 'high' : 'auto'} />
                    <span className="play"><PlayBadge /><Trans>Watch the video</Trans></span>
                  </Watch>
                </SlideBox>
              );
            })}
          </Track>
        </Viewport>
        <Controls>
          {!reducedMotion && (
            <button
              type="button"
              aria-label={autoplay.stoppedByVisitor ? t`Start the slide show` : t`Stop the slide show`}
              onClick={() => autoplay.setStoppedByVisitor((stopped) => !stopped)}
            >
              {autoplay.stoppedByVisitor ? <Svg d="M7 4.5v15l12-7.5z" /> : <Svg d="M8 5v14M16 5v14" />}
            </button>
          )}
          <button type="button" aria-label={t`Previous slide`} aria-controls={SLIDES_ID} onClick={() => emblaApi?.scrollPrev(jump)}>
            <Svg d="M15 18l-6-6 6-6" />
          </button>
          <Dots>
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                aria-label={t`Slide ${index + 1}: ${i18n._(slide.name)}`}
                aria-controls={SLIDES_ID}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => scrollTo(index)}
              />
            ))}
          </Dots>
          <button type="button" aria-label={t`Next slide`} aria-controls={SLIDES_ID} onClick={() => emblaApi?.scrollNext(jump)}>
            <Svg d="M9 18l6-6-6-6" />
          </button>
        </Controls>
      </PageWidth>
      {video && (
        <Suspense fallback={null}>
          <VideoDialog slide={video.slide} open={video.open} onClose={closeVideo} returnFocusTo={opener} />
        </Suspense>
      )}
    </Banner>
  );
};
