/** The web app's walls: filled in by the web walls work. */
module.exports = { forbidden: [] };
