// Stands in for core-js's ES2015 polyfills (twitter-text imports them) in the web build: every browser
// that runs the app's ES2020 modules has those features built in. The server keeps the real core-js.
export {};
