export default [
  require("/work/main/node_modules/infima/dist/css/default/default.css"),
  require("/work/main/node_modules/@docusaurus/theme-classic/lib/prism-include-languages"),
  require("/work/main/node_modules/@docusaurus/theme-classic/lib/nprogress"),
  require("/work/main/src/css/custom.css"),
];
