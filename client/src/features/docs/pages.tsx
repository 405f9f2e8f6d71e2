import { DocPage } from './DocPage.tsx';

/** The three documentation routes, one page component. */
export const ExtensionDocPage = () => <DocPage kind="EXTENSION" />;
export const ExpDocPage = () => <DocPage kind="EXP" />;
export const GoExpDocPage = () => <DocPage kind="GO_EXP" />;
