/**** Warehouse program: products are kept in an array allocated with malloc,
 **** when it is full it is made 1.5 times bigger. File: name;quantity;price ****/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* one product in the warehouse */
typedef struct {
	char *name;      /* allocated with malloc, so any length is ok */
	int quantity;    /* how many pieces we have */
	double price;    /* price of one piece */
} Product;

Product *list;       /* the array of products */
int size = 0;        /* how many products are in the array */
int allocated = 0;   /* how many products fit in the array */

/* add a product at the end of the array */
void add_product(const char *name, int quantity, double price) {
	/* is the array full? then make it bigger */
	if (size == allocated) {
		allocated = allocated + allocated / 2 + 2;
		list = realloc(list, allocated * sizeof(Product));
	}
	list[size].name = malloc(strlen(name) + 1);   /* strdup is not standard C */
	strcpy(list[size].name, name);
	list[size].quantity = quantity;
	list[size].price = price;
	size++;
}

/* look for a product, return its position or -1 if it is not there */
int search(const char *name) {
	int i;
	for (i = 0; i < size; i++)
		if (strcmp(list[i].name, name) == 0) return i;
	return -1;
}

/* print one product in a nice way */
void print_product(Product p) {
	printf("  %s: %d pcs x %.2f EUR = %.2f EUR\n", p.name, p.quantity, p.price, p.quantity * p.price);
}

/* selection sort: if by_name is 1 sort A-Z, otherwise by total value (high to low) */
void sort_products(int by_name) {
	int i, j, best; Product tmp;
	for (i = 0; i < size - 1; i++) {
		best = i;   /* find the product that should come at position i */
		for (j = i + 1; j < size; j++) {
			if (by_name == 1 && strcmp(list[j].name, list[best].name) < 0) best = j;
			if (by_name != 1 && list[j].quantity * list[j].price > list[best].quantity * list[best].price) best = j;
		}
		tmp = list[i];   /* swap it into place */
		list[i] = list[best];
		list[best] = tmp;
	}
}

/* write all products to the file (w) or read them from it (r);
   reading adds to the products we already have */
void file_io(const char *filename, char mode) {
	FILE *f = fopen(filename, mode == 'w' ? "w" : "r");
	char line[256], *name, *quantity, *price;
	int i;
	if (f == NULL) { printf("Error: could not open %s\n", filename); return; }
	if (mode == 'w') {
		for (i = 0; i < size; i++)
			fprintf(f, "%s;%d;%.2f\n", list[i].name, list[i].quantity, list[i].price);
	} else {
		while (fgets(line, 256, f) != NULL) {
			name = strtok(line, ";");
			quantity = strtok(NULL, ";");
			price = strtok(NULL, ";\n");
			if (name != NULL && quantity != NULL && price != NULL && search(name) == -1)
				add_product(name, atoi(quantity), atof(price));
		}
	}
	fclose(f);
	printf("Done, %d products.\n", size);
}

int main(void) {
	char option, name[100];
	int quantity, position, i, limit;
	double price;
	printf("=== WAREHOUSE ===\n");
	do {
		/* show the menu */
		printf("\n[a]dd [d]elete [c]hange [s]earch [n]ame-list [v]alue-list\n");
		printf("[l]ow stock [w]rite file [r]ead file e[x]it\n> ");
		scanf(" %c", &option);
		switch (option) {
		case 'a':
			printf("Name, quantity and price: ");
			scanf("%99s %d %lf", name, &quantity, &price);
			if (search(name) != -1) printf("This product already exists!\n");
			else add_product(name, quantity, price);
			break;
		case 'd': case 'c': case 's':
			printf("Name: ");
			scanf("%99s", name);
			position = search(name);
			if (position == -1) { printf("Not found.\n"); break; }
			if (option == 's') print_product(list[position]);
			else if (option == 'c') {
				printf("New quantity: ");
				scanf("%d", &list[position].quantity);
			} else {
				free(list[position].name);
				list[position] = list[size - 1];   /* move the last one into the hole */
				size--;
			}
			break;
		case 'n': case 'v':
			sort_products(option == 'n');
			for (i = 0; i < size; i++) print_product(list[i]);
			break;
		case 'l':   /* the user decides what "low" means */
			printf("Show products with less than how many pieces? ");
			scanf("%d", &limit);
			for (i = 0; i < size; i++)
				if (list[i].quantity < limit) print_product(list[i]);
			break;
		case 'w': case 'r':
			printf("File name: ");
			scanf("%99s", name);
			file_io(name, option);
			break;
		case 'x': printf("Bye!\n"); break;
		default: printf("Unknown option.\n");
		}
	} while (option != 'x');

	for (i = 0; i < size; i++) free(list[i].name);
	free(list);
	return 0;
}
