/** The site's two languages: Chinese (the default) and English. */
export type Locale = 'zh' | 'en';
