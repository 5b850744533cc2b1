# An island in a grid is a group of linked cells, all having the same value. 
# This code counts the islands in a given grid, diagonal connections included.

class Grid: # Public class to implement a graph
 
	def __init__(self, height, width, cells): # Class constructor
		self.HEIGHT = height 
		self.WIDTH = width 
		self.cells = cells

	def can_visit(self, r, c, seen): 
		return (r >= 0 and r < self.HEIGHT and c >= 0 and c < self.WIDTH and not seen[r][c] and self.cells[r][c]) 
			 
	def flood(self, r, c, seen): # Checking all 8 cells surrounding this one
 
		dRow = [-1, -1, -1, 0, 0, 1, 1, 1]; # Offsets
		dCol = [-1, 0, 1, -1, 1, -1, 0, 1]; 
		
		seen[r][c] = True # Mark the cell as seen
 
		for d in range(8): 
			if self.can_visit(r + dRow[d], c + dCol[d], seen): 
				self.flood(r + dRow[d], c + dCol[d], seen) 
 
 
	def number_of_islands(self): # And finally, count all islands.
		seen = [[False for c in range(self.WIDTH)]for r in range(self.HEIGHT)] 
		total = 0
		for r in range(self.HEIGHT): 
			for c in range(self.WIDTH): 
				if seen[r][c] == False and self.cells[r][c] == 1: 
					self.flood(r, c, seen) 
					total += 1
		return total 
 
# A sample grid
sample = [
		[1, 1, 1, 0, 0, 0, 1, 1, 0, 1, 1, 0],
		[0, 1, 1, 1, 0, 0, 1, 1, 0, 1, 1, 0],
		[0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0],
		[0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0],
		[0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 1, 1],
		[0, 0, 1, 1, 0, 1, 1, 0, 0, 1, 1, 0],
		[0, 1, 1, 1, 0, 1, 1, 1, 0, 1, 0, 0],
		[0, 1, 1, 1, 0, 0, 1, 1, 0, 1, 0, 0],
		[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
		[0, 1, 1, 1, 0, 0, 1, 1, 1, 0, 0, 0],
		[0, 1, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0],
		[0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0],
] 


height = len(sample)
width = len(sample[0])
 
grid = Grid(height, width, sample) 

print(grid.number_of_islands())
