import styled from 'styled-components';

const Frame = styled.span<{ $size: number }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 6px;
  background: ${({ theme }) => theme.color.canvas};
  color: ${({ theme }) => theme.color.muted};
  font-weight: 700;
  img { width: ${({ $size }) => $size}px; height: ${({ $size }) => $size}px; }
`;

/** The package's icon at 32×32 (decorative: the name is beside it); the name's first letter when it has none. */
export const PluginIcon = ({ icon, name, size = 32 }: { icon: string | null | undefined; name: string; size?: number }) => (
  <Frame $size={size} aria-hidden="true">
    {icon ? <img src={icon} alt="" width={32} height={32} loading="lazy" /> : name.slice(0, 1).toUpperCase()}
  </Frame>
);
