// ts-loader needs one input to read its transpile-only settings; the bundle brings the real files.
