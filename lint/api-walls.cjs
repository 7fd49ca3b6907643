/** The API's walls: filled in by the API walls work. */
module.exports = { forbidden: [] };
