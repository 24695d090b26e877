/**
 * MUI X licence and telemetry, set when the first demo module loads: before any
 * Pro or Premium demo renders, and only on pages that have demos.
 */
import { LicenseInfo, muiXTelemetrySettings } from '@mui/x-license';
import { siteFields } from '@site/src/lib/siteConfig';

const { licenseKey } = siteFields();

if (licenseKey) {
  LicenseInfo.setLicenseKey(licenseKey);
}
muiXTelemetrySettings.enableTelemetry();
