#!/usr/bin/env swift
print("/not a regex/")
