// Writes shell/dist/antd.css (and its .br and .gz copies), after the shell's build: antd's component styles, built here once instead of in every browser on every load.
// antd's CSS-in-JS reads the file's list of styles (its `.data-ant-cssinjs-cache-path` rule) at its first style and
// skips building those (federation/antd-styles.ts). The styles use the theme's CSS variables, so the brand theme
// still applies at runtime; class hashes depend only on antd's version, the one the shell and remotes are built with.
// Components are drawn in the states the apps use (open overlays, statuses, sizes); a style missing here is simply
// built in the browser as before.
// Production: antd names its classes differently in development ('css-dev-only-do-not-override-...').
process.env.NODE_ENV = 'production';
const fs = require('node:fs');
const path = require('node:path');
const React = require('react');
const { renderToString } = require('react-dom/server');
const { createCache, extractStyle, StyleProvider } = require('@ant-design/cssinjs');
const antd = require('antd');

const h = React.createElement;
// Written next to the build, not through rspack: its CSS minimizer would rewrite the file to four times its size.
const OUT = path.join(__dirname, '..', 'shell', 'dist', 'antd.css');

const options = [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }];
const menu = { items: [{ key: 'a', label: 'A' }, { type: 'divider' }, { key: 'b', label: 'B', danger: true }] };

/** Every antd component the shell and the remotes use, in the variants they use. */
function everyComponent() {
  const { Typography, Button, Card, Space, Alert, Skeleton, Input, Tag, Select, Popconfirm, Modal, Empty, Switch, Row,
    Col, Checkbox, Radio, InputNumber, Descriptions, Spin, Result, Dropdown, DatePicker, AutoComplete, Menu } = antd;
  return [
    h(Typography.Title, { level: 2 }, 't'), h(Typography.Text, { type: 'secondary' }, 't'), h(Typography.Paragraph, null, 'p'),
    ...['primary', 'default', 'dashed', 'link', 'text'].map((type) => h(Button, { type, key: type }, 'b')),
    h(Button, { danger: true }, 'd'), h(Button, { loading: true }, 'l'), h(Button, { size: 'small' }, 's'), h(Button, { block: true, size: 'large' }, 'L'),
    h(Card, { title: 't', extra: 'e', size: 'small', actions: [h('span', { key: 1 }, 'a')] }, 'c'), h(Card, { loading: true }),
    h(Space, { wrap: true, direction: 'vertical' }, 'a', 'b'), h(Space.Compact, null, h(Input), h(Button, null, 'x')),
    ...['success', 'info', 'warning', 'error'].map((type) => h(Alert, { key: type, type, showIcon: true, message: 'm', description: 'd', closable: true })),
    h(Skeleton, { active: true }), h(Skeleton.Button, { active: true }), h(Skeleton.Input, { active: true }),
    h(Input, { allowClear: true, prefix: 'p', status: 'error' }), h(Input.Password), h(Input.TextArea, { showCount: true, maxLength: 9 }),
    h(Tag, { color: 'red' }, 't'), h(Tag, { color: 'success', bordered: false }, 't'),
    h(Select, { options, open: true, value: 'a', status: 'error' }),
    h(Popconfirm, { title: 't', description: 'd', open: true }, h('span', null, 'x')),
    h(Modal, { open: true, title: 't', footer: null }, 'm'),
    h(Empty), h(Empty, { image: Empty.PRESENTED_IMAGE_SIMPLE }),
    h(Switch, { checked: true }), h(Switch, { size: 'small', loading: true }),
    h(Row, { gutter: [16, 16] }, h(Col, { xs: 24, sm: 12, md: 8, lg: 6, xl: 4 }, 'c')),
    h(Checkbox, { checked: true }, 'c'), h(Checkbox.Group, { options: ['a', 'b'] }),
    h(Radio, { checked: true }, 'r'), h(Radio.Group, { options: ['a', 'b'], optionType: 'button', buttonStyle: 'solid' }),
    h(InputNumber, { min: 1, max: 9, status: 'error' }),
    h(Descriptions, { bordered: true, size: 'small', column: 1, items: [{ key: 'a', label: 'a', children: 'b' }] }),
    h(Spin), h(Spin, { size: 'large' }, h('div', null, 'x')),
    h(Result, { status: 'warning', title: 't', subTitle: 's', extra: 'e' }),
    h(Dropdown, { menu, open: true }, h('span', null, 'x')), h(Menu, menu),
    h(DatePicker, { open: true, format: 'DD/MM/YYYY', status: 'error' }), h(AutoComplete, { options, open: true }),
  ];
}

function extract() {
  const cache = createCache();
  renderToString(
    h(StyleProvider, { cache }, h(antd.ConfigProvider, null, ...everyComponent().map((el, key) => h(React.Fragment, { key }, el)))),
  );
  return extractStyle(cache, { plain: true, types: ['style'] });
}

if (require.main === module) {
  const css = extract();
  fs.writeFileSync(OUT, css);
  const zlib = require('node:zlib');
  fs.writeFileSync(`${OUT}.br`, zlib.brotliCompressSync(css, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  fs.writeFileSync(`${OUT}.gz`, zlib.gzipSync(css, { level: 9 }));
  console.log(`antd-static-css: ${path.relative(process.cwd(), OUT)} ${(css.length / 1000).toFixed(1)} KB`);
}
module.exports = { extract };
