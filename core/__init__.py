"""The bottom layer of dossie: what every product package may import and which imports
none of them (issue 16). Today: the error table (`core.errors`)."""
