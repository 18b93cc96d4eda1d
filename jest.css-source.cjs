// A style sheet imported by the apps comes as its text, as webpack's `asset/source` gives it.
module.exports = {
  process: (source) => ({ code: `module.exports = ${JSON.stringify(source)};` }),
};
