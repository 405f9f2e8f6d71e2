/** The three animated scenes of the home page's banner videos, in the order they are made (see scene.ts). */
import { assetMapping } from './asset-mapping.ts';
import type { Scene } from './scene.ts';
import { sessionTerminal } from './session-terminal.ts';
import { vulnerabilityScanning } from './vulnerability-scanning.ts';

export type { Language, Scene } from './scene.ts';

export const scenes: Scene[] = [assetMapping, sessionTerminal, vulnerabilityScanning];
