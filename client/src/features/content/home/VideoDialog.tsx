import { useLingui } from '@lingui/react/macro';
import { Dialog } from 'radix-ui';
import { useRef, type RefObject } from 'react';
import styled from 'styled-components';
import { slideMedia, type Slide } from './slides.ts';

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 70;
  background: rgba(2, 6, 23, 0.75);
`;

const Content = styled(Dialog.Content)`
  position: fixed;
  z-index: 71;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(960px, calc(100vw - 24px));
  max-height: calc(100vh - 24px);
  overflow: auto;
  background: ${({ theme }) => theme.color.navy};
  color: #cbd5e1;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: 0 24px 64px rgba(0, 0, 0, 0.5);
  padding: 14px 16px 16px;
  &:focus { outline: none; }
  video { display: block; width: 100%; height: auto; aspect-ratio: 16 / 9; border-radius: ${({ theme }) => theme.radius.md}; background: #000; }
  p { margin: 12px 2px 0; font-size: 14px; color: #94a3b8; }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 12px;
`;

const Title = styled(Dialog.Title)`
  color: #fff;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const Close = styled(Dialog.Close)`
  flex: none;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: rgba(255, 255, 255, 0.08);
  color: #e2e8f0;
  font-size: 24px;
  line-height: 1;
  cursor: pointer;
  &:hover { background: rgba(255, 255, 255, 0.16); }
`;

interface VideoDialogProps {
  slide: Slide;
  open: boolean;
  onClose: () => void;
  /** the control that opened the dialog; it has no Radix trigger, so focus is handed back by hand */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** A slide's clip in a modal: Escape, the close button and a click outside close it; closing stops and rewinds it. */
const VideoDialog = ({ slide, open, onClose, returnFocusTo }: VideoDialogProps) => {
  const { t, i18n } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const media = slideMedia(slide, i18n.locale);
  const close = () => {
    const element = video.current;
    if (element) {
      element.pause();
      element.currentTime = 0;
    }
    onClose();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && close()}>
      <Dialog.Portal>
        <Overlay />
        <Content
          aria-describedby="home-video-description"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <Header>
            <Title>{t`Video: ${i18n._(slide.name)}`}</Title>
            <Close aria-label={t`Close`}>×</Close>
          </Header>
          <video ref={video} key={media.video} poster={media.poster} width={960} height={540} controls autoPlay muted playsInline preload="auto">
            <source src={media.video} type="video/webm" />
          </video>
          <p id="home-video-description">{i18n._(slide.videoDescription)}</p>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};

export default VideoDialog;
