/** How the home page's banner looks: the slides, their buttons and the carousel's controls. */
import styled from 'styled-components';

export const Banner = styled.section`
  background: radial-gradient(1200px 500px at 80% -10%, rgba(22, 100, 255, 0.35), transparent 60%), ${({ theme }) => theme.color.navy};
  color: #cbd5e1;
  padding: 40px 0 36px;
  overflow: hidden;
`;

export const Kicker = styled.h1`
  color: ${({ theme }) => theme.color.accent};
  font-size: 14px;
  font-weight: 600;
  letter-spacing: 0.02em;
  margin-bottom: 20px;
`;

export const Viewport = styled.div`
  overflow: hidden;
  touch-action: pan-y pinch-zoom;
`;

export const Track = styled.div`
  display: flex;
`;

export const SlideBox = styled.div`
  flex: 0 0 100%;
  min-width: 0;
  display: grid;
  grid-template-columns: 1fr 1.15fr;
  gap: 48px;
  align-items: center;
  padding: 4px 2px 16px;
  h2 { color: #fff; font-size: ${({ theme }) => theme.font.size.hero}; letter-spacing: -0.01em; }
  p { font-size: 18px; margin: 18px 0 28px; }
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
    gap: 24px;
    h2 { font-size: 30px; }
    p { font-size: 16px; margin: 12px 0 20px; }
  }
`;

export const Name = styled.span`
  display: inline-block;
  background: rgba(53, 208, 186, 0.14);
  color: ${({ theme }) => theme.color.accent};
  border-radius: 999px;
  padding: 2px 12px;
  font-size: 13px;
  font-weight: 600;
  margin-bottom: 14px;
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 14px;
  a { padding: 12px 26px; border-radius: 8px; font-weight: 600; }
  a:hover { text-decoration: none; }
  a.primary { background: ${({ theme }) => theme.color.primary}; color: #fff; }
  a.primary:hover { background: ${({ theme }) => theme.color.primaryDark}; }
  a.secondary { border: 1px solid rgba(226, 232, 240, 0.45); color: #fff; }
  a.secondary:hover { background: rgba(255, 255, 255, 0.08); }
`;

export const Watch = styled.button`
  position: relative;
  display: block;
  width: 100%;
  padding: 0;
  border: 1px solid rgba(148, 163, 184, 0.25);
  border-radius: 12px;
  overflow: hidden;
  background: #0a1730;
  cursor: pointer;
  /* a shadow that stays under the poster: the carousel's viewport clips anything wider */
  box-shadow: 0 14px 18px -10px rgba(0, 0, 0, 0.6);
  img { display: block; width: 100%; height: auto; aspect-ratio: 16 / 9; }
  .play {
    position: absolute;
    left: 50%;
    top: 50%;
    transform: translate(-50%, -50%);
    display: inline-flex;
    align-items: center;
    gap: 10px;
    background: rgba(11, 27, 52, 0.86);
    color: #fff;
    font: inherit;
    font-weight: 600;
    border-radius: 999px;
    padding: 10px 20px 10px 12px;
    box-shadow: 0 8px 24px rgba(0, 0, 0, 0.35);
    white-space: nowrap;
  }
  .play svg { width: 30px; height: 30px; }
  &:hover .play { background: ${({ theme }) => theme.color.primary}; }
`;

export const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  margin-top: 24px;
  button {
    display: inline-grid;
    place-items: center;
    min-width: 36px;
    height: 36px;
    border-radius: 999px;
    border: 1px solid rgba(226, 232, 240, 0.3);
    background: transparent;
    color: #e2e8f0;
    cursor: pointer;
    font: inherit;
  }
  button:hover { background: rgba(255, 255, 255, 0.1); }
  svg { width: 18px; height: 18px; }
`;

export const Dots = styled.div`
  display: flex;
  gap: 4px;
  button { border: 0; min-width: 28px; }
  button::after { content: ''; width: 10px; height: 10px; border-radius: 999px; background: rgba(226, 232, 240, 0.4); transition: width 0.2s; }
  button[aria-current='true']::after { width: 24px; background: ${({ theme }) => theme.color.accent}; }
  @media (prefers-reduced-motion: reduce) { button::after { transition: none; } }
`;
