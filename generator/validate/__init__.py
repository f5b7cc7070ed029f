"""Loading a components folder and the checks shared by all games: house rules, colour
safety, glyphs, images, the JSON schemas for editors. May import model/, layout/, draw/ (to measure
text) and games/ (each game's own checks, through games.registry); never build/, serve/ or commands/.
"""
