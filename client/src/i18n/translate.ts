import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';

/** Translates a message descriptor (msg`…`), e.g. inside zod schemas built per locale. */
export type Translate = (descriptor: MessageDescriptor) => string;

/** The current locale's translator; a new function after each locale switch, so memoised schemas follow it. */
export const useTranslate = (): Translate => useLingui()._;
