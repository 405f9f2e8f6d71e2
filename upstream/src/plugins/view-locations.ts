/**
 * `contributes.views` as extensions write it. Published extensions group the two-part entry points by their
 * page — `"ipDetail": { "bannerTop": [ … ] }`, `"scanRes": { "moreOptions": [ … ] }` — beside plain lists
 * such as `"toolbar": [ … ]`; our own documentation used to show the dotted key `"ipDetail.bannerTop": [ … ]`.
 * Both forms name the same location, so every rule (and every warning) is written against the location.
 */
export interface ViewLocation {
  /** `toolbar`, `ipDetail.bannerTop`, … */
  point: string;
  /** what the manifest holds there: a list of entries when well formed */
  entries: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object that is itself one view entry (it has a command or a title), written where a list belongs. */
const looksLikeEntry = (value: Record<string, unknown>) => 'command' in value || 'title' in value;

/**
 * Every location a views object declares, in the manifest's order: a list stays at its key; an object under a
 * key without a dot is a group whose keys are places (`ipDetail` + `bannerTop`); anything else stays at its key
 * for the validator to refuse.
 */
export const viewLocations = (views: Record<string, unknown>): ViewLocation[] =>
  Object.entries(views).flatMap(([key, value]): ViewLocation[] => {
    if (isObject(value) && !key.includes('.') && !looksLikeEntry(value)) {
      return Object.entries(value).map(([place, entries]) => ({ point: `${key}.${place}`, entries }));
    }
    return [{ point: key, entries: value }];
  });

/** The entry points a package adds, each once: what the market shows as "where it appears". */
export const viewPoints = (views: unknown): string[] => (isObject(views) ? [...new Set(viewLocations(views).map(({ point }) => point))] : []);
