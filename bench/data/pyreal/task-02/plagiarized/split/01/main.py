from data import test_matrix
from graph import matrix

row = len(test_matrix)
col = len(test_matrix[0])
 
m = matrix(row, col, test_matrix) 

print(m.count_islands())
