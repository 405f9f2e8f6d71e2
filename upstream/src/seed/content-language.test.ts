import { describe, expect, it } from 'vitest';
import { faqGroups } from './faqs.ts';
import { featureGroups } from './features.ts';

const HAN = /[\u3400-\u4dbf\u4e00-\u9fff]/;
/** counting in 万 ("35W+") is Chinese notation */
const WAN = /\d\s*W\+/;

const englishTexts = [...featureGroups, ...faqGroups].flatMap((group) => [
  group.name.en,
  ...group.entries.flatMap((entry) => [entry.title.en, entry.content.en]),
]);

describe('the demo content in English', () => {
  it('writes its figures the English way (350,000+, never 35W+) and carries no Chinese characters', () => {
    expect(englishTexts.filter((text) => WAN.test(text) || HAN.test(text))).toEqual([]);
  });

  it('spells license as the site’s labels do (License management), never licence', () => {
    expect(englishTexts.filter((text) => /licence/i.test(text))).toEqual([]);
  });
});
