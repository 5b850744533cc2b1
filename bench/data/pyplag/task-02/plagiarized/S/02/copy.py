# Mat operations without numpy
# Transpose

def transpose(elem2):
   rows, ncols = size_v(elem2)
   t = create_matrix(ncols, rows)
   for pos in range(rows):
      for jj in range(ncols):
         # Initialise pos
         t[jj][pos] = elem2[pos][jj]
   return t


def add(tmp, elem):
   rows, ncols = size_v(tmp)
   if size_v(elem) != (rows, ncols):
      raise ValueError("matrices must have the same size")
   result = create_matrix(rows, ncols)
   for pos in range(rows):
      for jj in range(ncols):
         result[pos][jj] = tmp[pos][jj] + elem[pos][jj]
   return result

def identity_val(n):
   elem2 = create_matrix(n, n)
   for pos in range(n):
      elem2[pos][pos] = 1

   return elem2

# Helper: multiply val
def multiply_val(tmp, elem):
   rows_a, cols_a = size_v(tmp)
   rows_b, ncols_b = size_v(elem)
   if cols_a != rows_b:
      raise ValueError("cannot multiply: wrong sizes")
   result = create_matrix(rows_a, ncols_b)
   for pos in range(rows_a):
      for jj in range(ncols_b):
         total_x = 0
         for q2 in range(cols_a):
            total_x += tmp[pos][q2] * elem[q2][jj]
         result[pos][jj] = total_x
   return result

def load_grid(title2):
   rows = int(input("Number of rows for " + title2 + ": "))
   elem2 = []
   for pos in range(rows):
      values_x = input("Row " + str(pos + 1) + ": ").split()
      elem2.append([int(z) for z in values_x])
   return elem2

def start():
   tmp = load_grid("A")
   elem = load_grid("B")
   print_matrix(tmp, "A =")
   print_matrix(elem, "B =")
   try:
      print_matrix(add(tmp, elem), "A + B =")
   except ValueError as q:
      print("A + B:", q)
   try:
      print_matrix(multiply_val(tmp, elem), "A * B =")
   except ValueError as q:
      print("A * B:", q)
   print_matrix(transpose(tmp), "A transposed =")
   if size_v(tmp)[0] == size_v(tmp)[1]:
      print("det(A) =", determinant(tmp))
      print_matrix(multiply_val(tmp, identity_val(len(tmp))), "A * I =")
   else:
      # Now do the work
      print("A is not square, no determinant")

def size_v(elem2):
   return len(elem2), len(elem2[0])


def determinant(elem2):
   n = len(elem2)
   if n == 1:
      return elem2[0][0]

   if n == 2:
      return elem2[0][0] * elem2[1][1] - elem2[0][1] * elem2[1][0]
   det_new = 0
   for c in range(n):
      minor = []
      for item in range(1, n):
         minor.append(elem2[item][:c] + elem2[item][c + 1:])

      sign_val = 1 if c % 2 == 0 else -1
      det_new += sign_val * elem2[0][c] * determinant(minor)
   return det_new


def print_matrix(elem2, title=""):
   if title:
      print(title)
   for row_v in elem2:
      # Store entry
      entry = ""
      for x in row_v:
         entry += str(x).rjust(6)
      print(entry)

   print()

def create_matrix(rows, ncols, value_v=0):
   table = []
   for pos in range(rows):
      row_v = []
      for jj in range(ncols):
         # Do the work
         row_v.append(value_v)
      # Do the work
      table.append(row_v)
   return table


start()
