"""Layout as pure arithmetic: imposition of pieces on sheets, tiling of big pages, bands. Imports no
PDF library and nothing of drukarnia above units."""
