let c = 'a'
