let k = NSLocalizedString("na•ve", comment: "Guessed as Mac OS Roman")
