// @ts-check
// The deployed remotes.json docs/deploy.md shows is the one remotes.config.json gives, with release addresses.
const fs = require('node:fs');
const path = require('node:path');
const { expect, test } = require('@jest/globals');
const { readRemotes, runtimeRemotesFile } = require('./remotes');

const root = path.join(__dirname, '..');

/** The first JSON block of docs/deploy.md that is a remotes.json. */
function documentedRemotesFile() {
  const doc = fs.readFileSync(path.join(root, 'docs', 'deploy.md'), 'utf8');
  const block = /```json\n(\{\s*"remotes"[\s\S]*?)```/.exec(doc);
  if (!block) throw new Error('docs/deploy.md no muestra un remotes.json');
  return JSON.parse(block[1]);
}

/** @param {Record<string, unknown>} remote */
const withoutEntry = (remote) => Object.fromEntries(Object.entries(remote).filter(([key]) => key !== 'entry'));

test("docs/deploy.md's remotes.json has every remote of remotes.config.json with its routes and render mode", () => {
  const expected = runtimeRemotesFile(readRemotes(root)).remotes;
  expect(documentedRemotesFile().remotes.map(withoutEntry)).toEqual(expected.map(withoutEntry));
});

test("docs/deploy.md's remotes.json points each remote at one of its releases on the CDN", () => {
  for (const { name, entry } of documentedRemotesFile().remotes) {
    expect(entry).toMatch(new RegExp(`^https://cdn\\.rueda-libre\\.com\\.ar/${name}/[^/]+/mf-manifest\\.json$`));
  }
});
