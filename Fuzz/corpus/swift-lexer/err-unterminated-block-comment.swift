let a = 1 /* open /* nested */ never closed
