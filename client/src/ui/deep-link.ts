import { css } from 'styled-components';

/** The sticky header's height and a breath: where a deep link's target starts (its scroll-margin-top). */
export const DEEP_LINK_OFFSET = 88;

/**
 * The element a deep link (/doc#…, /faq#…) led to, marked `data-deep-link-target`: a light tint (light enough for the
 * site's blue text to keep 4.5:1) and a bar, never a focus ring round something nobody tabbed to. An attribute, not
 * CSS :target, because :target does not follow the router's history changes. The bar sits in the margin beside a
 * heading, or inside the edge of a box that clips what overflows it (`inside`).
 */
export const deepLinkTarget = (bar: 'margin' | 'inside' = 'margin') => css`
  scroll-margin-top: ${DEEP_LINK_OFFSET}px;
  &[data-deep-link-target],
  &[data-deep-link-target]:focus-visible {
    outline: none;
    background: #f5f8ff;
    box-shadow: ${({ theme }) => (bar === 'margin' ? `-8px 0 0 #f5f8ff, -11px 0 0 ${theme.color.primary}` : `inset 3px 0 0 ${theme.color.primary}`)};
  }
`;
