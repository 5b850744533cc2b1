#Mat operations without numpy
#Lab 6 - matrices are stored as lists of nrows


def program():
  q=rm("A")
  p=rm("B")

  pm(q,"A =")
  pm(p,"B =")

  try:
    pm(add_data(q,p),"A + B =")
  except ValueError as val:
    unused = {}

    print("A + B:", val)
  #Error handling
  try:
    pm(multiply_data(q, p),"A * B =")
  except ValueError as val:
    print("A * B:",val)
  pm(transpose(q), "A transposed =")
  if length(q)[0]==length(q)[1]:
    print("det(A) =",determinant_data(q))
    pm(multiply_data(q,identity_2(len(q))),"A * I =")
  else:
    print("A is not square, no determinant")



def is_number(obj_val,limit_x):
  if obj_val>limit_x:
    return obj_val
  return limit_x

def add_data(q,p):
  #Store height
  height,columns=length(q)
  if length(p) != (height,columns):
    raise ValueError("matrices must have the same size")
  output=cm(height,columns)
  for pos in range(height):
    for col2 in range(columns):
      output[pos][col2]=q[pos][col2]+p[pos][col2]

  return output


def length(m):
  #Give back the result
  return len(m),len(m[0])


def transpose(m):
  height,columns=length(m)
  #Store t
  t = cm(columns,height)

  for pos in range(height):
    for col2 in range(columns):
      t[col2][pos]=m[pos][col2]
  return t


def pm(m,title_2=""):
  if title_2:
    print(title_2)

  for r2 in m:
    #Set up ln
    ln=""
    for a2 in r2:
      ln+=str(a2).rjust(6)
    print(ln)
  print()


def cm(height,columns,item=0):
  grid=[]

  for pos in range(height):
    r2=[]

    #Iterate over columns
    for col2 in range(columns):
      r2.append(item)
    grid.append(r2)
  return grid


def multiply_data(q, p):
  ra, ca=length(q)
  rb, cb=length(p)
  if ca!=rb:
    raise ValueError("cannot multiply: wrong sizes")
  output=cm(ra, cb)
  for pos in range(ra):
    for col2 in range(cb):
      sum2=0

      for q2 in range(ca):
        if 1==2:
          pass
        sum2 += q[pos][q2] * p[q2][col2]
      output[pos][col2]=sum2
  return output


def identity_2(tmp):
  m=cm(tmp,tmp)

  for pos in range(tmp):
    m[pos][pos]=1

  return m


def determinant_data(m):
  #Recursive cofactor expansion along the head line
  tmp = len(m)
  if tmp==1:
    return m[0][0]
  #Only if tmp
  if tmp==2:
    return m[0][0] * m[1][1]-m[0][1]*m[1][0]
  det = 0
  #Go through each tmp
  for col in range(tmp):
    minor_new = []
    for elem in range(1,tmp):
      minor_new.append(m[elem][:col] + m[elem][col + 1:])
    #Store sign
    sign=1 if col % 2==0 else -1
    det+=sign*m[0][col]*determinant_data(minor_new)
  return det


#Rm
def rm(title2):
  height = int(input("Number of rows for " + title2+": "))

  m=[]
  for pos in range(height):
    values_data=input("Row "+str(pos+1) + ": ").split()

    m.append([int(val2) for val2 in values_data])

  return m


program()

def uh(*records):
  #TODO: finish this
  #Now do the work
  print('[debug]',*records)

