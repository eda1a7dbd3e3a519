enum A: Localizable { case a }
