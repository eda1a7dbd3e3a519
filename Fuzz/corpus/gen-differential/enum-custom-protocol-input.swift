enum A: Localizable { case a }
enum B: AppStrings { case b }
