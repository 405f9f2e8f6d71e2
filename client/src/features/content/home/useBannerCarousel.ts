import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';

const AUTOPLAY_DELAY_MS = 6000;

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

/**
 * The banner's carousel (Embla, looping): the selected slide, the autoplay that turns it while allowed, and
 * `scrollTo`, which jumps rather than glides under prefers-reduced-motion (`jump`).
 */
export const useBannerCarousel = (reducedMotion: boolean) => {
  const autoplay = useAutoplay(reducedMotion);
  const { plugin, shouldPlay, setPlaying } = autoplay;
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true, duration: 30 }, [plugin]);
  const [selected, setSelected] = useState(0);

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
  return { autoplay, emblaRef, emblaApi, selected, jump, scrollTo };
};
