import { benchScreens } from './bench-screens.ts';
import { startTestUpstream } from '../upstream/src/testing/api.ts';
const t = await startTestUpstream();
await benchScreens(t, { seconds: 1, connections: 4 });
await t.close(); process.exit(0);
