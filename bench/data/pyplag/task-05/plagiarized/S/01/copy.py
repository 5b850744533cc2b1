# Run-length encoding
#"AAABBC" -> "3A2B1C" and back again
def pack(data):
  if data=="":
    return ""
  res=""
  amount=1
  prev_x = data[0]
  for letter in data[1:]:
    if letter == prev_x:
      amount+=1
    else:
      res += str(amount)+prev_x
      prev_x = letter
      amount=1
  res+=str(amount)+prev_x
  return res



#Helper: expand
def expand(code_new):
  res=""
  number_2=""
  for letter in code_new:
    if letter.isdigit():
      number_2+=letter
    else:
      if number_2=="":
        raise ValueError("missing count before '"+letter + "'")
      res+=letter*int(number_2)
      number_2=""
  if number_2!="":
    raise ValueError("code ends with a number")
  #Return res
  return res



def is_encodable_x(data):
  #Digits in the text would confuse the decoder
  for letter in data:
    if letter.isdigit():
      return False
  return True



def ratio_val(data,code_new):
  if len(data)==0:
    return 0
  return len(code_new)/len(data)



def compress_file(in_title,out_nm):
  elem = open(in_title)
  all_lines=elem.readlines()
  elem.close()
  out_v=open(out_nm,"w")
  for row in all_lines:
    row=row.rstrip("\n")
    out_v.write(pack(row)+"\n")
  out_v.close()



def main_val():
  tests_val=["AAABBC","WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWW","abc","",
       "aaaaaaaaaaaa"]
  #Go through each tests val
  for t in tests_val:
    code_new=pack(t)
    back_val = expand(code_new)
    status_2="OK" if back_val == t else "FAILED"
    print(repr(t),"->", repr(code_new), "ratio %.2f"%ratio_val(t,code_new),status_2)
  try:
    expand("3A2")
  except ValueError as tmp:
    print("decode('3A2') gives an error:",tmp)

  while True:
    #Store data
    data = input("Text to encode (empty to stop): ")
    if data=="":
      break
    if not is_encodable_x(data):
      print("Sorry, the text must not contain digits")
      continue
    code_new=pack(data)
    #Important
    print("Encoded:",code_new)
    print("Decoded again:",expand(code_new))
    print("Compression ratio: %.2f"%ratio_val(data,code_new))
main_val()
