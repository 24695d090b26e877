/**
 * MUI X licence and telemetry, set when the first demo module loads: before any
 * Pro or Premium demo renders, and only on pages that have demos.
 */
import siteConfig from '@generated/docusaurus.config';
import { LicenseInfo, muiXTelemetrySettings } from '@mui/x-license';
import type { SiteCustomFields } from '@site/docusaurus.config';

const { licenseKey } = siteConfig.customFields as SiteCustomFields;

if (licenseKey) {
  LicenseInfo.setLicenseKey(licenseKey);
}
muiXTelemetrySettings.enableTelemetry();
