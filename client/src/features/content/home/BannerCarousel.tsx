import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useRef, useState, type FocusEvent } from 'react';
import { PageWidth } from '../../../ui/Page.tsx';
import { BannerControls } from './BannerControls.tsx';
import { BannerSlide } from './BannerSlide.tsx';
import { Banner, Kicker, Track, Viewport } from './banner-styles.ts';
import { slides, type Slide } from './slides.ts';
import { useBannerCarousel } from './useBannerCarousel.ts';
import { useReducedMotion } from './useReducedMotion.ts';

/** The video popup is fetched the first time a visitor asks for a video. */
const VideoDialog = lazy(() => import('./VideoDialog.tsx'));

const SLIDES_ID = 'banner-slides';

/** The banner: 3 slides, each with its video, free download and buy. */
export const BannerCarousel = () => {
  const { t } = useLingui();
  const reducedMotion = useReducedMotion();
  const { autoplay, emblaRef, emblaApi, selected, jump, scrollTo } = useBannerCarousel(reducedMotion);
  const [video, setVideo] = useState<{ slide: Slide; open: boolean } | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

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
            {slides.map((slide, index) => (
              <BannerSlide key={slide.id} slide={slide} index={index} selected={index === selected} onWatch={openVideo} />
            ))}
          </Track>
        </Viewport>
        <BannerControls
          slidesId={SLIDES_ID}
          selected={selected}
          reducedMotion={reducedMotion}
          stopped={autoplay.stoppedByVisitor}
          onToggleStopped={() => autoplay.setStoppedByVisitor((stopped) => !stopped)}
          onPrevious={() => emblaApi?.scrollPrev(jump)}
          onNext={() => emblaApi?.scrollNext(jump)}
          onSelect={scrollTo}
        />
      </PageWidth>
      {video && (
        <Suspense fallback={null}>
          <VideoDialog slide={video.slide} open={video.open} onClose={closeVideo} returnFocusTo={opener} />
        </Suspense>
      )}
    </Banner>
  );
};
