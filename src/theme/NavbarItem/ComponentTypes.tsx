import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import ProductVersionMenu from '@site/src/components/ProductVersionMenu';

/** Docusaurus's navbar item types, plus the product name and version menu. */
export default {
  ...ComponentTypes,
  'custom-productVersion': ProductVersionMenu,
};
