import { useLingui } from '@lingui/react/macro';
import { Controls, Dots } from './banner-styles.ts';
import { slides } from './slides.ts';

const Svg = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d={d} />
  </svg>
);

interface Props {
  /** the id of the slides' track, which the buttons control */
  slidesId: string;
  selected: number;
  /** under prefers-reduced-motion nothing turns by itself, so there is nothing to stop */
  reducedMotion: boolean;
  stopped: boolean;
  onToggleStopped: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onSelect: (index: number) => void;
}

/** Under the slides: stop or start the slide show, previous, a dot per slide, next. */
export const BannerControls = ({ slidesId, selected, reducedMotion, stopped, onToggleStopped, onPrevious, onNext, onSelect }: Props) => {
  const { t, i18n } = useLingui();
  return (
    <Controls>
      {!reducedMotion && (
        <button type="button" aria-label={stopped ? t`Start the slide show` : t`Stop the slide show`} onClick={onToggleStopped}>
          {stopped ? <Svg d="M7 4.5v15l12-7.5z" /> : <Svg d="M8 5v14M16 5v14" />}
        </button>
      )}
      <button type="button" aria-label={t`Previous slide`} aria-controls={slidesId} onClick={onPrevious}>
        <Svg d="M15 18l-6-6 6-6" />
      </button>
      <Dots>
        {slides.map((slide, index) => (
          <button
            key={slide.id}
            type="button"
            aria-label={t`Slide ${index + 1}: ${i18n._(slide.name)}`}
            aria-controls={slidesId}
            aria-current={index === selected ? 'true' : undefined}
            onClick={() => onSelect(index)}
          />
        ))}
      </Dots>
      <button type="button" aria-label={t`Next slide`} aria-controls={slidesId} onClick={onNext}>
        <Svg d="M9 18l6-6-6-6" />
      </button>
    </Controls>
  );
};
