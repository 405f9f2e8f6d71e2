/** A fault of the upstream or of Redis is ridden out (the next tick tries again): logged, never thrown at a subscriber. */
export const warn = (error: Error) => console.warn(`[gateway] pay-status: ${error.message}`);

/** Work whose failure only needs to be logged. */
export const quietly = (work: Promise<unknown>) => void work.catch(warn);
