// linked list program
#include <stdio.h>
#include <stdlib.h>
#define OPT_EXIT 0
#define IDX_NONE -1
struct Elem {
	int iValue;
	struct Elem *pNext;
};

struct Elem *lst_new(int nVal) {
	struct Elem *pNew=malloc(sizeof(struct Elem));
	if(pNew==NULL) {printf("out of memory!\n");exit(1);}
	pNew->iValue=nVal;
	pNew->pNext=NULL;
	return pNew;
}

void lst_push(struct Elem **ppHead, int nVal) {
	struct Elem *pNew=lst_new(nVal);
	pNew->pNext=*ppHead;
	*ppHead=pNew;
}

// sorted insert (ascending)
void lst_add_ordered(struct Elem **ppHead, int nVal) {
	struct Elem *pNew,*pCur;
	if(*ppHead==NULL || (*ppHead)->iValue>=nVal) {
		lst_push(ppHead,nVal);
		return;
	}
	pNew=lst_new(nVal);
	pCur=*ppHead;
	while(pCur->pNext!=NULL && pCur->pNext->iValue<nVal)
		pCur=pCur->pNext;
	pNew->pNext=pCur->pNext;
	pCur->pNext=pNew;
}

int lst_remove(struct Elem **ppHead, int nVal) {
	struct Elem *pCur=*ppHead,*pPrev=NULL;
	while(pCur!=NULL && pCur->iValue!=nVal) {
		pPrev=pCur;
		pCur=pCur->pNext;
	}
	if(pCur==NULL) return 0;
	if(pPrev==NULL)
		*ppHead=pCur->pNext;
	else
		pPrev->pNext=pCur->pNext;
	free(pCur);
	return 1;
}

int lst_find(struct Elem *pHead, int nVal) {
	int nIdx=0;
	struct Elem *pCur;
	for(pCur=pHead;pCur!=NULL;pCur=pCur->pNext,nIdx++)
		if(pCur->iValue==nVal)
			return nIdx;
	return IDX_NONE;
}

void lst_flip(struct Elem **ppHead) {
	struct Elem *pPrev=NULL,*pCur=*ppHead,*pAfter;
	while(pCur!=NULL) {
		pAfter=pCur->pNext;
		pCur->pNext=pPrev;
		pPrev=pCur;
		pCur=pAfter;
	}
	*ppHead=pPrev;
}

int lst_size(struct Elem *pHead) {
	int nCount=0;
	for(;pHead!=NULL;pHead=pHead->pNext)
		nCount++;
	return nCount;
}

void lst_show(struct Elem *pHead) {
	struct Elem *pCur;
	printf("List: ");
	for(pCur=pHead;pCur!=NULL;pCur=pCur->pNext)
		printf("%d -> ",pCur->iValue);
	printf("NULL\nLength: %d\n",lst_size(pHead));
}

void lst_destroy(struct Elem *pHead) {
	while(pHead!=NULL) {
		struct Elem *pTmp=pHead;
		pHead=pHead->pNext;
		free(pTmp);
	}
}

int main() {
	struct Elem *pHead=NULL;
	int nOpt,nVal;
	int nI;
	do {
		printf("\n1) insert front  2) insert sorted  3) delete  4) search\n");
		printf("5) reverse  6) print  0) quit\nChoice: ");
		if(scanf("%d",&nOpt)!=1) break;
		if(nOpt>=1 && nOpt<=4) {printf("Value: ");scanf("%d",&nVal);}
		switch(nOpt) {
			case 1: lst_push(&pHead,nVal); break;
			case 2: lst_add_ordered(&pHead,nVal); break;
			case 3:
				if(lst_remove(&pHead,nVal))
					printf("Deleted %d\n",nVal);
				else
					printf("%d is not in the list\n",nVal);
				break;
			case 4:
				if(lst_find(pHead,nVal)==IDX_NONE)
					printf("%d not found\n",nVal);
				else
					printf("%d found at position %d\n",nVal,lst_find(pHead,nVal));
				break;
			case 5: lst_flip(&pHead); printf("List reversed\n"); break;
			case 6: lst_show(pHead); break;
			case OPT_EXIT: break;
			default: printf("Invalid choice\n");
		}
	} while(nOpt!=OPT_EXIT);
	lst_destroy(pHead); // free memory
	printf("Bye\n");
	return 0;
}
