/** How many characters of the key stay visible at each end when it is masked. */
const SHOWN = 4;

/**
 * The API key as the profile shows it until revealed: its first and last four characters around a fixed run
 * of dots (the length is not given away); short keys are dots only.
 */
export const maskKey = (key: string) => (key.length > SHOWN * 3 ? `${key.slice(0, SHOWN)}${'•'.repeat(12)}${key.slice(-SHOWN)}` : '•'.repeat(12));
