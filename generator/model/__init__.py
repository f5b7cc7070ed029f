"""The contract every stage builds on: the data types of a project (core), the pydantic base
of the kinds' models, YAML read with the position of every node, findings in one format, units,
the printed vocabulary, and writing files atomically. Imports nothing of drukarnia outside itself.
"""
