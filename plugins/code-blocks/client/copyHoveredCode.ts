import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { installCopyHoveredCode } from '../hoveredCode';
import { isMacPlatform } from '../clipboard';

if (ExecutionEnvironment.canUseDOM) {
  installCopyHoveredCode(document, isMacPlatform(navigator.platform));
}
