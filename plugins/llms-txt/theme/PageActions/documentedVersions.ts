import { version as reactVersion } from 'react';
import { major as materialMajor } from '@mui/material/version';
import { DOCUMENTED_RELEASE } from '@site/src/data/products';
import type { DocumentedVersions } from '../../pagePrompt';

/** The versions the prompts pin: the release the site documents, and the React and Material UI it is built with. */
export const documentedVersions: DocumentedVersions = { muiX: DOCUMENTED_RELEASE, react: reactVersion, material: String(materialMajor) };
