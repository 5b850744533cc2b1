def create_matrix(rows,cols,value=0):
  matrix=[]
  for i in range(rows):
    row=[]
    for j in range(cols):
      row.append(value)
    matrix.append(row)
  return matrix

def identity(n):
  m=create_matrix(n,n)
  for i in range(n):
    m[i][i]=1
  return m

def size(m):
  return len(m),len(m[0])

def add(a,b):
  rows,cols=size(a)
  if size(b)!=(rows,cols):
    raise ValueError("matrices must have the same size")
  result=create_matrix(rows,cols)
  for i in range(rows):
    for j in range(cols):
      result[i][j]=a[i][j]+b[i][j]
  return result

def multiply(a,b):
  rows_a,cols_a=size(a)
  rows_b,cols_b=size(b)
  if cols_a!=rows_b:
    raise ValueError("cannot multiply: wrong sizes")
  result=create_matrix(rows_a,cols_b)
  for i in range(rows_a):
    for j in range(cols_b):
      total=0
      for k in range(cols_a):
        total+=a[i][k]*b[k][j]
      result[i][j]=total
  return result

def transpose(m):
  rows,cols=size(m)
  t=create_matrix(cols,rows)
  for i in range(rows):
    for j in range(cols):
      t[j][i]=m[i][j]
  return t

def determinant(m):
  """determinant by cofactor expansion (recursive)"""
  n=len(m)
  if n==1:
    return m[0][0]
  if n==2:
    return m[0][0]*m[1][1]-m[0][1]*m[1][0]
  det=0
  for col in range(n):
    minor=[]
    for r in range(1,n):
      minor.append(m[r][:col]+m[r][col+1:])
    sign=1 if col%2==0 else -1
    det+=sign*m[0][col]*determinant(minor)
  return det

def print_matrix(m,title=""):
  if title:
    print(title)
  for row in m:
    line=""
    for x in row:
      line+=str(x).rjust(6)
    print(line)
  print()

def read_matrix(name):
  rows=int(input("Number of rows for "+name+": "))
  m=[]
  for i in range(rows):
    values=input("Row "+str(i+1)+": ").split()
    m.append([int(v) for v in values])
  return m

def main():
  a=read_matrix("A")
  b=read_matrix("B")
  print_matrix(a,"A =")
  print_matrix(b,"B =")
  try:
    print_matrix(add(a,b),"A + B =")
  except ValueError as e:
    print("A + B:",e)
  try:
    print_matrix(multiply(a,b),"A * B =")
  except ValueError as e:
    print("A * B:",e)
  print_matrix(transpose(a),"A transposed =")
  if size(a)[0]==size(a)[1]:
    print("det(A) =",determinant(a))
    print_matrix(multiply(a,identity(len(a))),"A * I =")
  else:
    print("A is not square, no determinant")

main()
