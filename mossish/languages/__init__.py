"""Languages: which lexer and token rules each file gets, and the normaliser.

Pure: text in, normalised token arrays out.
"""
