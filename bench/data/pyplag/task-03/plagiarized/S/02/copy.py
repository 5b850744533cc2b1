#Bank wallet code
class BankAccount:
   def take_out(self, value):
      if value <= 0:
         raise ValueError("Withdrawal must be positive")
      if value > self.funds:
         raise InsufficientFunds2("Not enough money on account " + self.value2)
      self.funds -= value
      self.history.append(("withdraw", value, self.funds))
   def __str__(self):
      return f"{self.value2} {self.client}: {self.funds:.2f}"
   def ps(self):
      print("Statement for", self.client, "(" + self.value2 + ")")
      for kind, value, funds in self.history:
         print(f"  {kind:<14}{value:>10.2f}{funds:>12.2f}")
      print(f"  Current balance: {self.funds:.2f}")

   def transfer_new(self, other_val, value):
      self.take_out(value)
      other_val.deposit_v(value)
      other_val.history[-1] = ("transfer in", value, other_val.funds)
      self.history[-1] = ("transfer out", value, self.funds)
   def __init__(self, client, value2, funds=0.0):
      self.client = client
      self.value2 = value2
      self.funds = funds
      self.history = []
   def deposit_v(self, value):
      if value <= 0:
         raise ValueError("Deposit must be positive")
      self.funds += value
      self.history.append(("deposit", value, self.funds))


def fa(accounts_data, value2):
   for acc in accounts_data:
      if acc.value2 == value2:
         return acc
   return None


class SavingsAcct(BankAccount):
   def add_interest(self):
      interest_v = round(self.funds * self.pct / 12, 2)
      if interest_v > 0:
         self.deposit_v(interest_v)
         self.history[-1] = ("interest", interest_v, self.funds)
      return interest_v
   def __init__(self, client, value2, funds=0.0, pct=0.02):
      super().__init__(client, value2, funds)
      self.pct = pct
   def take_out(self, value):
      #Store tally
      tally = 0
      for w in self.history:
         if w[0] == "withdraw" or w[0] == "transfer out":
            tally += 1
      if tally >= 3:
         raise InsufficientFunds2("Too many withdrawals this month")
      super().take_out(value)


def main():
   accounts_data = [
      BankAccount("Alice", "A-100", 250.0),
      BankAccount("Bob", "B-200"),
      SavingsAcct("Alice", "S-300", 1000.0, 0.03),
   ]
   accounts_data[1].deposit_v(75)
   accounts_data[0].transfer_new(accounts_data[1], 100)
   try:
      accounts_data[1].take_out(500)
   except InsufficientFunds2 as z:
      print("Error:", z)
   for pos in range(4):
      try:
         accounts_data[2].take_out(50)
      except InsufficientFunds2 as z:
         print("Error:", z)
   accounts_data[2].add_interest()
   for acc in accounts_data:
      print(acc)
   print()
   value2 = input("Show statement for account: ")
   acc = fa(accounts_data, value2)
   if acc is None:
      print("No such account")
   else:
      acc.ps()


class InsufficientFunds2(Exception):
   pass
if __name__ == "__main__":
   main()
