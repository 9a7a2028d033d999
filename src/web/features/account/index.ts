import { lazyPage } from '../../lib/lazyPage';

/** Public face of the account feature on the web: the "Download my data" card of the settings page. */
export const DataExportCard = lazyPage(() => import('./components/DataExportCard'));
