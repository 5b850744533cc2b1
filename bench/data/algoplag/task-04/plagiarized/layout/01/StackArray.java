/*
 * Stack of ints stored in an array. The array doubles when it is full.
 */
public class StackArray
{
    private static final int DEFAULT_CAPACITY = 10;

    private int maxSize;      // capacity of the array
    private int[] stackArray; // the elements
    private int top;          // index of the top element, -1 when empty

    public StackArray()
    {
        this(DEFAULT_CAPACITY);
    }

    public StackArray(int size)
    {
        maxSize = size;
        stackArray = new int[maxSize];
        top = -1;
    }

    // push: grow the array first when it is full
    public void push(int value)
    {
        if (!isFull())
        {
            top++;
            stackArray[top] = value;
        }
        else
        {
            resize(maxSize * 2);
            push(value);
        }
    }

    // pop: remove and return the top element
    public int pop()
    {
        if (!isEmpty())
        {
            return stackArray[top--];
        }
        if (top < maxSize / 4)
        {
            resize(maxSize / 2);
            return pop();
        }
        else
        {
            System.out.println("The stack is already empty");
            return -1;
        }
    }

    public int peek()
    {
        if (!isEmpty())
        {
            return stackArray[top];
        }
        else
        {
            System.out.println("The stack is empty, cant peek");
            return -1;
        }
    }

    private void resize(int newSize)
    {
        int[] transferArray = new int[newSize];
        System.arraycopy(stackArray, 0, transferArray, 0, stackArray.length);
        stackArray = transferArray;
        maxSize = newSize;
    }

    public boolean isEmpty()
    {
        return (top == -1);
    }

    public boolean isFull()
    {
        return (top + 1 == maxSize);
    }

    // old values stay in the array and are overwritten by later pushes
    public void makeEmpty()
    {
        top = -1;
    }

    public int size()
    {
        return top + 1;
    }

    public static void main(String[] args)
    {
        StackArray myStackArray = new StackArray(4);
        assert myStackArray.isEmpty();
        assert !myStackArray.isFull();
        myStackArray.push(5);
        myStackArray.push(8);
        myStackArray.push(2);
        myStackArray.push(9);
        assert !myStackArray.isEmpty();
        assert myStackArray.isFull();
        assert myStackArray.peek() == 9;
        assert myStackArray.pop() == 9;
        assert myStackArray.peek() == 2;
        assert myStackArray.size() == 3;
    }
}
