import java.util.Arrays;

public class RecursiveMergeSort {
    public static void main(String[] args) {
            int[] numbers = {5,4,3,2,1};
            numbers = sort(numbers);
        System.out.println(Arrays.toString(numbers));
    }

    static int[] sort(int[] numbers){

//        stop when only one element is left, it is sorted already
        if (numbers.length==1){
            return numbers;
        }

//        otherwise cut the array in the middle
        int middle = numbers.length / 2;

//        sort the lower half recursively
        int[] lower = sort(Arrays.copyOfRange(numbers,0,middle));

//        sort the upper half recursively
        int[] upper = sort(Arrays.copyOfRange(numbers,middle,numbers.length));

//        both halves are sorted now, combine them

        return combine(lower,upper);

    }

    /**
     * combines two sorted arrays into one sorted array
     */

    static int[] combine(int[] a , int[] b){

//        the result holds every element of both inputs
        int[] result = new int[a.length + b.length];

//        one index per array
        int p = 0; // index in a
        int q = 0; // index in b
        int r = 0; // index in result


//        take the smaller head element while both arrays still have elements
        while (p< a.length && q< b.length){
            if (a[p] < b[q]){
                result[r] = a[p];
                p++;
            } else {
                result[r] = b[q];
                q++;
            }
            r++;
        }

//        leftovers of a
        while (p< a.length){
            result[r] = a[p];
            p++;
            r++;
        }

//        leftovers of b
        while (q< b.length){
            result[r] = b[q];
            q++;
            r++;
        }

        return result;

    }

}
