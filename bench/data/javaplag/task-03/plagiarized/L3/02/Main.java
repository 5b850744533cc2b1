import java.util.Scanner;
import java.util.List;
import java.util.ArrayList;

//library program
//input format:  command;arg1;arg2...

class BookRec {
  public String ttl, auth, id;
  public int qty;
  public int out=0; //copies currently lent
  public BookRec(String ttl,String auth,String id,int qty) {
    this.ttl=ttl;
    this.auth=auth;
    this.id=id;
    this.qty=qty;
  }
  public int avail() {
    return qty-out;
  }
  public String toString() {
    return ttl+" by "+auth+" ["+id+"] "+avail()+"/"+qty+" free";
  }
}

class User {
  public String uname;
  public List<BookRec> held=new ArrayList<>();
  public User(String uname) {
    this.uname=uname;
  }
}

public class Main {
  static final String HELP="addbook;title;author;isbn;copies  addmember;name  borrow;name;isbn\nreturn;name;isbn  search;text  members  out  quit";

  //find by isbn
  static BookRec getBook(List<BookRec> bookList,String id) {
    for(int i=0;i<bookList.size();i++) {
      if(bookList.get(i).id.equals(id)) return bookList.get(i);
    }
    return null;
  }

  //find by name
  static User getUser(List<User> userList,String nm) {
    for(User u:userList) {
      if(u.uname.equalsIgnoreCase(nm)) return u;
    }
    return null;
  }

  static void doBorrow(List<BookRec> bookList,List<User> userList,String nm,String id) {
    final User u=getUser(userList,nm);
    final BookRec bk=getBook(bookList,id);
    if(u==null||bk==null) {
      System.out.println("No such member or book.");
      return;
    }
    //limit reached?
    if(u.held.size()>=3) {
      System.out.println(u.uname+" already has "+3+" books.");
    } else if(bk.avail()==0) {
      System.out.println("No copies of "+bk.ttl+" left.");
    } else {
      u.held.add(bk);
      bk.out++;
      System.out.println(u.uname+" borrowed "+bk.ttl);
    }
  }

  static void doReturn(List<BookRec> bookList,List<User> userList,String nm,String id) {
    final User u=getUser(userList,nm);
    final BookRec bk=getBook(bookList,id);
    if(u==null||bk==null) {
      System.out.println("No such member or book.");
      return;
    }
    if(u.held.remove(bk)) {
      bk.out--;
      System.out.println(u.uname+" returned "+bk.ttl);
    } else {
      System.out.println(u.uname+" does not have "+bk.ttl);
    }
  }

  static void doSearch(List<BookRec> bookList,String txt) {
    String s=txt.toLowerCase();
    int cnt=0;
    for(BookRec bk:bookList) {
      if(bk.ttl.toLowerCase().contains(s)||bk.auth.toLowerCase().contains(s)) {
        System.out.println("  "+bk);
        cnt++;
      }
    }
    if(cnt==0) System.out.println("Nothing found.");
  }

  static void printUsers(List<User> userList) {
    for(User u:userList) {
      System.out.println(u.uname+" ("+u.held.size()+"/3):");
      for(BookRec bk:u.held)
        System.out.println("    "+bk.ttl);
    }
  }

  static void printOut(List<BookRec> bookList) {
    boolean flag=false;
    for(BookRec bk:bookList) {
      if(bk.out>0) {
        System.out.println("  "+bk.ttl+" - "+bk.out+" out");
        flag=true;
      }
    }
    if(!flag) System.out.println("All books are in.");
  }

  public static void main(String[] args) {
    List<BookRec> bookList=new ArrayList<>();
    List<User> userList=new ArrayList<>();
    Scanner in=new Scanner(System.in);
    int n=0;
    String ln, c;
    String[] p;
    System.out.println("Library system. Type help for commands.");
    while(true) {
      System.out.print("> ");
      if(!in.hasNextLine()) break;
      ln=in.nextLine().trim();
      if(ln.isEmpty()) continue;
      p=ln.split(";");
      c=p[0].trim().toLowerCase();
      n++;
      if(c.equals("quit")) {
        break;
      } else if(c.equals("help")) {
        System.out.println(HELP);
      } else if(c.equals("addbook")&&p.length==5) {
        int q=Integer.parseInt(p[4].trim());
        bookList.add(new BookRec(p[1].trim(),p[2].trim(),p[3].trim(),q));
        System.out.println("Book added.");
      } else if(c.equals("addmember")&&p.length==2) {
        userList.add(new User(p[1].trim()));
        System.out.println("Member added.");
      } else if(c.equals("borrow")&&p.length==3) {
        doBorrow(bookList,userList,p[1].trim(),p[2].trim());
      } else if(c.equals("return")&&p.length==3) {
        doReturn(bookList,userList,p[1].trim(),p[2].trim());
      } else if(c.equals("search")&&p.length==2) {
        doSearch(bookList,p[1].trim());
      } else if(c.equals("members")) {
        printUsers(userList);
      } else if(c.equals("out")) {
        printOut(bookList);
      } else {
        System.out.println("Unknown command, type help.");
      }
    }
    System.out.println("Bye.");
  }
}
